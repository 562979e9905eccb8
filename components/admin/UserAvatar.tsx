import { userPhotoUrl } from '@/services/admin/users';

const SIZES = { sm: 'h-8 w-8', md: 'h-12 w-12', lg: 'h-24 w-24' };

/** The user's photo from the API's uploads, or the placeholder. Served by the API, so a plain img. */
export function UserAvatar({ photo, size = 'sm', alt = '' }: { photo: string | null | undefined; size?: keyof typeof SIZES; alt?: string }) {
  return (
    <img
      src={userPhotoUrl(photo)}
      alt={alt}
      loading="lazy"
      className={`${SIZES[size]} shrink-0 rounded-full bg-slate-100 object-cover ring-1 ring-slate-200`}
    />
  );
}

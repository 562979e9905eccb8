import { NotFound } from '@/components/shell/NotFound';
import { ShellIfSignedIn } from '@/layouts/ShellIfSignedIn';
import type { AppPage } from '@/types/page';

/** Any unknown address (served with status 404): inside the shell when signed in, on its own otherwise. */
const NotFoundPage: AppPage = () => <NotFound />;

// Public, so _app does not send a signed-out visitor to sign-in; the layout picks the shell.
NotFoundPage.auth = false;
NotFoundPage.getLayout = (page) => <ShellIfSignedIn>{page}</ShellIfSignedIn>;

export default NotFoundPage;

import NextAuth from 'next-auth';
import { buildAuthOptions } from '@/lib/auth/next-auth-options';

export default NextAuth(buildAuthOptions());

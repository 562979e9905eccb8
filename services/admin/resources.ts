import type { ResourceRef } from '@/services/resource/client';

export type { RoleRow } from '@/lib/resources/role';
export type { UserDetail, UserRow } from '@/lib/resources/user';

export const USER_RESOURCE: ResourceRef = { module: 'datamaster', name: 'user' };
export const ROLE_RESOURCE: ResourceRef = { module: 'datamaster', name: 'role' };
export const SITE_SETTING_RESOURCE: ResourceRef = { module: 'setting', name: 'site-setting' };

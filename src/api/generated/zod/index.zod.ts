export * from './auth/auth.zod';
export * from './member/member.zod';
export * from './misc/misc.zod';

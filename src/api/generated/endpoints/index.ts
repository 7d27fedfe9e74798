export * from './auth/auth';
export * from './member/member';
export * from './misc/misc';

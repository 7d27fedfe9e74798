import { walkTests } from './helpers';

/**
 * The education office's and the admin's pages inside the real shell on the world's data (the
 * office's province 4 with school 1; the admin's thread with سارا, chat 168 with فاطمه عباسی): each has its heading,
 * axe finds nothing, its buttons read, its text is Persian, and its links open pages at their top.
 */
walkTests('the education office’s pages open with no call refused and read right', 'organization', [
  '/organization',
  '/organization/province/4',
  '/organization/school/1',
  '/organization/school/1/grades/fourth',
  '/organization/school/1/students',
]);

walkTests('the admin’s pages open with no call refused and read right', 'admin', [
  '/admin/chatList',
  '/admin/chatList/168',
]);

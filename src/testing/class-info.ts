import type { HttpHandler } from 'msw';
import { getGetSchoolClassInfoMockHandler } from '@/api/generated/endpoints/school/school.msw';
import { parseId } from '@/shared/digits';
import { example } from './handlers';

/**
 * The class-management call (`getSchoolClassInfo`), typed by the contract: any class answers with
 * class 41's courses (the named example's) under its own id, so the manager's class cards and the
 * class names on the home page each have their course links.
 */
export function classInfoById(name = 'school'): HttpHandler {
  const courses = example('getSchoolClassInfo', name);
  return getGetSchoolClassInfoMockHandler(({ params }) => ({
    ...courses,
    id: parseId(String(params.id)) ?? courses.id,
  }));
}

// Stories and tests only: the screens on their routes, and the contract's answers with what was sent recorded.
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { ClassHomeworkPage, Skill } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { answeringExample, example } from '@/testing/handlers';
import { Where } from '@/testing/where';
import { EditHomeworkScreen } from './edit-homework-screen';
import { HomeworkListScreen } from './homework-list-screen';
import { NewHomeworkScreen } from './new-homework-screen';

export const DASHBOARD = '/teacher/dashboard/class/';
export const LIST = '/teacher/homework/class/';
export const BRIEF = '/teacher/homework/brief-skills/';
export const CREATE = '/teacher/homework/';
export const EDIT = '/teacher/homework/:id/update/';

/** The three screens as the app mounts them; the homework page (another slice) shows where a save landed. */
export function HomeworkRoutes() {
  return (
    <>
      <Routes>
        <Route path={paths.teacher.homeworks} element={<HomeworkListScreen />} />
        <Route path={paths.teacher.homeworkNew} element={<NewHomeworkScreen />} />
        <Route path={paths.teacher.homeworkEdit} element={<EditHomeworkScreen />} />
        <Route path={paths.teacher.homework} element={null} />
      </Routes>
      <Where />
    </>
  );
}

export const classCards = answeringExample('get', DASHBOARD, 'getTeacherClassDashboard', 'teacher');

export const listPage = example('listClassHomework', 'teacher') as ClassHomeworkPage;
/** The class's homework as the world answers `classId` and `status` (the example is class 41's). */
export const classHomework = http.get(`*${LIST}`, ({ request }) => {
  const query = new URL(request.url).searchParams;
  const results = listPage.results.filter(
    (item) =>
      item.class.id === Number(query.get('classId')) && (!query.get('status') || item.status === query.get('status')),
  );
  return HttpResponse.json({ ...listPage, count: results.length, results });
});

const allSkills = example('listHomeworkBriefSkills', 'teacher') as Skill[];
/** What each call carried, for the stories to assert. */
export const sent: { brief: URLSearchParams[]; body: unknown } = { brief: [], body: undefined };
export const resetSent = () => Object.assign(sent, { brief: [], body: undefined });

/** brief-skills narrowed to the asked range, as the server's rule does. */
export const briefSkills = http.get(`*${BRIEF}`, ({ request }) => {
  const query = new URL(request.url).searchParams;
  sent.brief.push(query);
  const [key, first, last] = query.has('firstPage')
    ? (['page', query.get('firstPage'), query.get('lastPage')] as const)
    : (['section', query.get('firstSection'), query.get('lastSection')] as const);
  return HttpResponse.json(allSkills.filter((s) => s[key] >= Number(first) && s[key] <= Number(last)));
});

/** A handler that records the body it was sent and answers `answer`. */
export const recording = (method: 'post' | 'put', path: string, answer: () => Response) =>
  http[method](`*${path}`, async ({ request }) => {
    sent.body = await request.json();
    return answer();
  });

export const created = recording('post', CREATE, () =>
  HttpResponse.json(example('createTeacherHomework', 'teacher', '201') as object[], { status: 201 }),
);
export const editForm = answeringExample('get', EDIT, 'getHomeworkEditForm', 'teacher');
export const updated = recording('put', EDIT, () =>
  HttpResponse.json(example('updateTeacherHomework', 'teacher') as object),
);

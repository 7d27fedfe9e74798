// Stories and tests only: the screens on their routes, and the contract's answers with what was sent recorded.
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { answeringExample, example, handling, type AnswerOf } from '@/testing/handlers';
import { Where } from '@/testing/where';
import { EditHomeworkScreen } from './edit-homework-screen';
import { HomeworkListScreen } from './homework-list-screen';
import { NewHomeworkScreen } from './new-homework-screen';

export const DASHBOARD = 'getTeacherClassDashboard' as const;
export const LIST = 'listClassHomework' as const;
export const BRIEF = 'listHomeworkBriefSkills' as const;
export const CREATE = 'createTeacherHomework' as const;
export const EDIT = 'getHomeworkEditForm' as const;
export const UPDATE = 'updateTeacherHomework' as const;

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

export const classCards = answeringExample('getTeacherClassDashboard', 'teacher');

export const listPage = example(LIST, 'teacher');
/** The class's homework as the world answers `classId` and `status` (the example is class 41's). */
export const classHomework = handling(LIST, ({ query }) => {
  const results = listPage.results.filter(
    (item) =>
      item.class.id === Number(query.get('classId')) && (!query.get('status') || item.status === query.get('status')),
  );
  return { ...listPage, count: results.length, results };
});

const allSkills = example(BRIEF, 'teacher');
/** What each call carried, for the stories to assert. */
export const sent: { brief: URLSearchParams[]; body: unknown } = { brief: [], body: undefined };
export const resetSent = () => Object.assign(sent, { brief: [], body: undefined });

/** brief-skills narrowed to the asked range, as the server's rule does. */
export const briefSkills = handling(BRIEF, ({ query }) => {
  sent.brief.push(query);
  const [key, first, last] = query.has('firstPage')
    ? (['page', query.get('firstPage'), query.get('lastPage')] as const)
    : (['section', query.get('firstSection'), query.get('lastSection')] as const);
  return allSkills.filter((s) => s[key] >= Number(first) && s[key] <= Number(last));
});

/** A handler that records the body it was sent and answers `answer`. */
export const recording = <O extends typeof CREATE | typeof UPDATE>(op: O, answer: () => AnswerOf<O> | Response) =>
  handling(op, async ({ body }) => {
    sent.body = await body();
    return answer();
  });

/** The contract's 201 example (one homework per class of 41 and 42), narrowed to the classes sent. */
export const created = handling(CREATE, async ({ body }) => {
  const sentBody = (sent.body = await body());
  const answer = example(CREATE, 'teacher', '201').filter((hw) => sentBody.classIds.includes(hw.class.id));
  return HttpResponse.json<AnswerOf<typeof CREATE>>(answer, { status: 201 });
});
export const editForm = answeringExample('getHomeworkEditForm', 'teacher');
export const updated = recording(UPDATE, () => example(UPDATE, 'teacher'));

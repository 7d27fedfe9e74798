import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import type { HomeworkComment } from '@/api/generated/model';
import type { OperationId } from '@/api/generated/operations';
import { example, failing, handling, patternOf } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { HomeworkScreen } from './homework-screen';
import { api, HOMEWORK_ID, schoolLoaded, teacherLoaded, THIS_HOMEWORK } from './story-handlers';
import { t } from './strings';

/** Records which homework calls the screen makes. */
function recordCalls(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.includes('/homework/')) seen.push(path);
  });
  return seen;
}

function renderHomework(role: 'teacher' | 'school', id: string | number = HOMEWORK_ID) {
  return renderWithApp(
    <Routes>
      <Route path={paths[role].homework} element={<HomeworkScreen />} />
    </Routes>,
    { route: paths[role].homeworkHref(id), signedInAs: role },
  );
}

describe('the staff homework page', () => {
  it('asks only the teacher’s calls for a teacher, with a Persian-digit id', async () => {
    server.use(...teacherLoaded());
    const seen = recordCalls();
    renderHomework('teacher', '۴۱۰۵');
    expect(await screen.findByRole('heading', { level: 1, name: 'مرور دانش و دانایی' })).toBeInTheDocument();
    // The tab names the page, as every page's does.
    await waitFor(() => expect(document.title).toMatch(/^مرور دانش و دانایی \| .*دانش‌آموز یار$/));
    const asked = (op: OperationId) => patternOf(op, THIS_HOMEWORK.params).replace('*', '/api');
    expect(new Set(seen)).toEqual(new Set([asked(api.homework), asked(api.report), asked(api.comments)]));
    expect(screen.getByRole('button', { name: t.homework.extend })).toBeInTheDocument();
  });

  it('asks only the school’s calls for the manager, with no teacher actions', async () => {
    server.use(...schoolLoaded());
    const seen = recordCalls();
    renderHomework('school');
    expect(await screen.findByRole('heading', { level: 1, name: 'مرور دانش و دانایی' })).toBeInTheDocument();
    expect(seen.every((p) => p.startsWith('/api/school/'))).toBe(true);
    expect(screen.queryByRole('button', { name: t.homework.extend })).toBeNull();
    expect(screen.getByRole('link', { name: 'سارا احمدی' })).toHaveAttribute(
      'href',
      '/school/homework/4105/student/101',
    );
  });

  it('lists the notes already written, newest first', async () => {
    server.use(...teacherLoaded());
    renderHomework('teacher');
    const list = await screen.findByRole('list', { name: t.comments.listLabel });
    const notes = within(list).getAllByRole('listitem');
    expect(notes.length).toBeGreaterThan(1);
    // The server keeps them oldest first; the page shows the newest first.
    const written = example(api.comments, 'teacher');
    expect(notes).toHaveLength(written.length);
    expect(notes[0]).toHaveTextContent(written.at(-1)!.text);
  });

  it('sends a note to the chosen pupil and lists it on the next read', async () => {
    const bodies: unknown[] = [];
    const saved: HomeworkComment[] = [];
    server.use(
      handling(api.comments, () => saved, THIS_HOMEWORK),
      ...teacherLoaded(),
      handling(
        api.comment,
        async ({ body }) => {
          const sent = await body();
          bodies.push(sent);
          const note: HomeworkComment = {
            id: 1,
            homework_id: HOMEWORK_ID,
            student_id: sent.studentId,
            text: sent.text,
            author: 'مریم رضایی',
            created_at: '2026-11-22T09:00:00+03:30',
          };
          saved.push(note);
          return HttpResponse.json(note, { status: 201 });
        },
        THIS_HOMEWORK,
      ),
    );
    renderHomework('teacher');
    const section = await screen.findByRole('region', { name: t.comments.title });
    await userEvent.click(within(section).getByLabelText(t.comments.pupil));
    await userEvent.click(await screen.findByRole('option', { name: 'سارا احمدی', hidden: true }));
    await userEvent.type(within(section).getByRole('textbox', { name: t.comments.text }), 'آفرین سارا');
    await userEvent.click(within(section).getByRole('button', { name: t.comments.send }));
    expect(await within(section).findByText(/آفرین سارا/)).toBeInTheDocument();
    expect(bodies).toEqual([{ studentId: 101, text: 'آفرین سارا' }]);
    expect(within(section).getByRole('textbox', { name: t.comments.text })).toHaveValue('');
  });

  it('keeps the note’s text when sending fails, and says why', async () => {
    server.use(...teacherLoaded(), failing(api.comment, 500, undefined, THIS_HOMEWORK));
    renderHomework('teacher');
    const section = await screen.findByRole('region', { name: t.comments.title });
    await userEvent.click(within(section).getByLabelText(t.comments.pupil));
    await userEvent.click(await screen.findByRole('option', { name: 'سارا احمدی', hidden: true }));
    await userEvent.type(within(section).getByRole('textbox', { name: t.comments.text }), 'آفرین سارا');
    await userEvent.click(within(section).getByRole('button', { name: t.comments.send }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(errors.sendInformation);
    expect(within(section).getByRole('textbox', { name: t.comments.text })).toHaveValue('آفرین سارا');
  });

  it('refuses an empty note without a call', async () => {
    server.use(...teacherLoaded());
    renderHomework('teacher');
    const section = await screen.findByRole('region', { name: t.comments.title });
    await userEvent.click(within(section).getByRole('button', { name: t.comments.send }));
    expect(within(section).getByText(t.comments.pickPupil)).toBeInTheDocument();
    expect(within(section).getByText(t.comments.writeText)).toBeInTheDocument();
  });

  it('shows «not found» for an id that is not a number', async () => {
    renderHomework('teacher', 'abc');
    expect(await screen.findByText(t.notFound.title)).toBeInTheDocument();
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { gridText } from '@/shared/mastery-grid/strings';
import { bandText } from '@/shared/practice/feedback/strings';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, example, failing, handling, pending } from '@/testing/handlers';
import { Where } from '@/testing/where';
import { ClassCourseRoutes, classCard } from './fixtures';
import { t } from './strings';

const GRID = 'getTeacherMasteryGrid';
/** The world's grid of چهارم الف in ریاضی چهارم, opening on the chapter of its latest homework. */
const grid = example(GRID, 'teacher');
const chapterOf = (order: number) => grid.chapters.find((c) => c.order === order)!;
const other = grid.chapters.find((c) => c.order !== grid.chapter)!;

/** The grid as the world answers, on the chapter asked (the chapter's own skills are not this story's point). */
const asked: string[] = [];
const gridHandler = handling(GRID, ({ query }) => {
  asked.push(query.toString());
  const chapter = Number(query.get('chapter') ?? grid.chapter);
  return { ...grid, chapter };
});

function Screen() {
  return (
    <>
      <ClassCourseRoutes />
      <Where />
    </>
  );
}

const meta = {
  title: 'Teacher/Class mastery grid',
  component: Screen,
  beforeEach: () => {
    asked.length = 0;
  },
  parameters: {
    app: { route: paths.teacher.classCourseHref(41, 401, 'mastery'), signedInAs: 'teacher' },
    msw: { handlers: [classCard, gridHandler] },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const sara = grid.pupils.find((p) => p.student_id === 101)!;
const firstSkill = grid.skills[0]!;
const saraCell = sara.cells[0]!;
const cellName = (row: typeof sara, i: number) =>
  gridText.cell(
    `${row.first_name} ${row.last_name}`,
    grid.skills[i]!.title,
    gridText.cellText(row.cells[i]!.smart_score, bandText[row.cells[i]!.level], row.cells[i]!.questions_answered),
  );
/** A header's sort button, named by what it shows. */
const sortButton = (skill: (typeof grid.skills)[number]) => `${skill.code} ${skill.title}`;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', {
      name: gridText.label('ریاضی چهارم', chapterOf(grid.chapter!).title),
    });
    await expect(canvas.getByRole('link', { name: t.course.tabs.mastery })).toHaveAttribute('aria-current', 'page');
    // A row per pupil and a column per skill, plus the header row and the names column.
    await expect(within(table).getAllByRole('row')).toHaveLength(grid.pupils.length + 1);
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(grid.skills.length + 1);
    // Each cell is its band in words as well as colour, and opens the pupil's answers in the skill.
    const cell = within(table).getByRole('link', { name: cellName(sara, 0) });
    await expect(cell).toHaveTextContent(bandText[saraCell.level]);
    await expect(cell).toHaveAttribute('href', paths.teacher.studentSkillHref(101, firstSkill.id));
    const legend = canvas.getByRole('list', { name: gridText.legend });
    for (const band of Object.values(bandText)) await expect(legend).toHaveTextContent(band);
    // The chapter picker names the chapter shown.
    await expect(canvas.getByRole('combobox', { name: gridText.chapter })).toHaveValue(String(grid.chapter));
  },
};

/** Arrows move as they point on a right-to-left screen, Home and End to the row's ends; Enter opens a cell. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid');
    const rows = within(table).getAllByRole('row');
    const [first, second] = [rows[1]!, rows[2]!];
    // The first pupil's cell of the first skill holds the grid's one Tab stop.
    const start = within(first).getAllByRole('link')[0]!;
    await expect(start).toHaveAttribute('tabindex', '0');
    await expect(
      within(table)
        .getAllByRole('link')
        .filter((l) => l.tabIndex === 0),
    ).toHaveLength(1);
    start.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(document.activeElement).toBe(within(first).getAllByRole('link')[1]);
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toBe(within(second).getAllByRole('link')[1]);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(document.activeElement).toBe(within(second).getByRole('rowheader'));
    await userEvent.keyboard('{End}');
    await expect(document.activeElement).toBe(within(second).getAllByRole('link').at(-1));
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(document.activeElement).toBe(within(table).getByRole('button', { name: gridText.pupil }));
    // The place last reached is the one Tab comes back to.
    await expect(document.activeElement).toHaveAttribute('tabindex', '0');
    await expect(start).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'where' })).toHaveTextContent(
        paths.teacher.studentSkillHref(grid.pupils[0]!.student_id, firstSkill.id),
      ),
    );
  },
};

/** A skill's header sorts by it, weakest first; again, strongest first. */
export const SortBySkill: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid');
    const header = within(table).getByRole('button', { name: sortButton(firstSkill) });
    await userEvent.click(header);
    await expect(header.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    const scores = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => {
          const student = grid.pupils.find((p) => row.textContent?.startsWith(`${p.first_name} ${p.last_name}`));
          return student!.cells[0]!.smart_score;
        });
    await expect(scores()).toEqual([...scores()].sort((a, b) => a - b));
    await userEvent.click(header);
    await expect(header.closest('th')).toHaveAttribute('aria-sort', 'descending');
    await expect(scores()).toEqual([...scores()].sort((a, b) => b - a));
  },
};

/** Another chapter is asked for and kept in the address. */
export const ChapterChanged: Story = {
  play: async ({ canvas }) => {
    const picker = await canvas.findByRole('combobox', { name: gridText.chapter });
    await userEvent.selectOptions(picker, String(other.order));
    await waitFor(() => expect(asked.at(-1)).toContain(`chapter=${other.order}`));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'where' })).toHaveTextContent(`chapter=${other.order}`),
    );
    await expect(await canvas.findByRole('grid', { name: gridText.label('ریاضی چهارم', other.title) })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [classCard, answering(GRID, { ...grid, pupils: [] })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(gridText.noPupils)).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [classCard, pending(GRID)] } },
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: gridText.heading }));
    await expect(await section.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [classCard, failing(GRID, 500)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

/** On a phone the page does not scroll sideways: the grid scrolls inside its frame, names in view. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid');
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
    const frame = table.parentElement!;
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    const link = within(table).getAllByRole('link')[0]!;
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

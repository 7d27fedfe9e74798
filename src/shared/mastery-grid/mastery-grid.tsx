import { Stack, Text } from '@mantine/core';
import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MasteryGrid as Grid, MasteryGridRow, MasteryLevel } from '@/api/generated/model';
import { bandText } from '@/shared/practice/feedback/strings';
import { bandColors } from '@/shared/practice/feedback/smart-score';
import { EmptyState } from '@/shared/ui/states';
import { moveInGrid, type GridPlace } from './grid-keys';
import classes from './mastery-grid.module.css';
import { gridText as t } from './strings';

const BANDS: MasteryLevel[] = ['not_started', 'practicing', 'proficient', 'challenge', 'mastered'];

/** A Mantine colour name ('blue.8', 'white') as its CSS variable. */
const cssColor = (name: string) => `var(--mantine-color-${name.replace('.', '-')})`;

const collator = new Intl.Collator('fa');

/** Sorted by name, or by one skill's SmartScore (then by name). */
type Sort = { by: 'name' | number; dir: 'ascending' | 'descending' };

function sortRows(rows: readonly MasteryGridRow[], skillIndex: Map<number, number>, sort: Sort): MasteryGridRow[] {
  const byName = (a: MasteryGridRow, b: MasteryGridRow) =>
    collator.compare(a.last_name, b.last_name) || collator.compare(a.first_name, b.first_name);
  const sign = sort.dir === 'ascending' ? 1 : -1;
  const column = sort.by === 'name' ? -1 : (skillIndex.get(sort.by) ?? -1);
  return [...rows].sort((a, b) => {
    if (column < 0) return sign * byName(a, b);
    const score = (row: MasteryGridRow) => row.cells[column]?.smart_score ?? 0;
    return sign * (score(a) - score(b)) || byName(a, b);
  });
}

export interface MasteryGridProps {
  grid: Grid;
  /** The grid's name for screen readers (course and columns). */
  label: string;
  /** The page of a pupil's answers in a skill, which a cell opens. */
  cellHref: (studentId: number, skillId: number) => string;
  /** Each row names its class too (the manager's grade). */
  showClass?: boolean;
}

/**
 * Pupils × skills (issue 28, Khan Academy's mastery grid): each cell is the pupil's SmartScore and
 * its band, in colour and in words, and opens the pupil's answers in the skill. The header row and
 * the names stay in view while it scrolls; a header sorts by name or by that skill. It is a
 * WAI-ARIA grid: one place takes Tab, the arrows, Home, End and Page Up/Down move within it. Focus
 * moves without a render (the places carry their row and column), so a grade of 500 pupils keeps up.
 */
export function MasteryGrid({ grid, label, cellHref, showClass = false }: MasteryGridProps) {
  const [sort, setSort] = useState<Sort>({ by: 'name', dir: 'ascending' });
  const skillIndex = useMemo(() => new Map(grid.skills.map((s, i) => [s.id, i])), [grid.skills]);
  const rows = useMemo(() => sortRows(grid.pupils, skillIndex, sort), [grid.pupils, skillIndex, sort]);
  const table = useRef<HTMLTableElement>(null);
  const active = useRef<GridPlace>({ r: 1, c: 1 });
  const navigate = useNavigate();
  const location = useLocation();
  // The one Tab stop is moved by hand as focus moves (no render); after a render (a sort) it is put
  // back on the place last reached, so the grid never has two.
  useLayoutEffect(() => {
    const element = table.current;
    if (!element) return;
    const { r, c } = active.current;
    for (const held of element.querySelectorAll<HTMLElement>('[data-r][tabindex="0"]')) held.tabIndex = -1;
    const stop = element.querySelector<HTMLElement>(`[data-r="${r}"][data-c="${c}"]`);
    if (stop) stop.tabIndex = 0;
  }, [rows]);

  if (grid.pupils.length === 0) return <EmptyState title={t.noPupils} description={t.noPupilsHint} />;
  if (grid.skills.length === 0) return <EmptyState title={t.noSkills} description={t.noSkillsHint} />;

  const place = ({ r, c }: GridPlace) => table.current?.querySelector<HTMLElement>(`[data-r="${r}"][data-c="${c}"]`);
  /** `target`, at `at`, becomes the grid's one Tab stop. */
  const takeStop = (target: HTMLElement, at: GridPlace) => {
    const current = place(active.current);
    if (current && current !== target) current.tabIndex = -1;
    target.tabIndex = 0;
    active.current = at;
  };
  const moveTo = (next: GridPlace) => {
    const target = place(next);
    if (!target) return;
    takeStop(target, next);
    target.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveInGrid(active.current, event.key, {
      rows: rows.length + 1,
      cols: grid.skills.length + 1,
      ctrl: event.ctrlKey || event.metaKey,
    });
    if (!next) return;
    event.preventDefault();
    moveTo(next);
  };

  // A place focused by a click or by Tab becomes the one Tab returns to.
  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    const at = { r: Number(target.dataset.r), c: Number(target.dataset.c) };
    if (!Number.isNaN(at.r) && !Number.isNaN(at.c)) takeStop(target, at);
  };

  // The cells are plain links (a grade is thousands of them): one handler opens them in the app.
  const onClick = (event: MouseEvent<HTMLTableElement>) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-r]');
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(link.getAttribute('href')!, { state: { from: `${location.pathname}${location.search}` } });
  };

  const sortBy = (by: Sort['by']) =>
    setSort((now) =>
      now.by === by
        ? { by, dir: now.dir === 'ascending' ? 'descending' : 'ascending' }
        : // Names from the alphabet's start; a skill from its weakest pupil, who needs help first.
          { by, dir: 'ascending' },
    );
  const ariaSort = (by: Sort['by']) => (sort.by === by ? sort.dir : undefined);
  // The first pupil's first cell holds the Tab stop until focus moves (see the layout effect).
  const tabIndexOf = (r: number, c: number) => (r === 1 && c === 1 ? 0 : -1);

  return (
    <Stack gap="xs">
      <ul className={classes.legend} aria-label={t.legend}>
        {BANDS.map((band) => (
          <li key={band}>
            <span className={classes.swatch} style={{ background: cssColor(bandColors[band].color) }} aria-hidden />
            {bandText[band]}
          </li>
        ))}
      </ul>
      <Text size="sm" c="dimmed">
        {t.summary(grid.pupils.length, grid.skills.length)}
      </Text>
      <div className={classes.frame}>
        <table
          ref={table}
          role="grid"
          className={classes.table}
          aria-label={label}
          aria-rowcount={rows.length + 1}
          aria-colcount={grid.skills.length + 1}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onClick={onClick}
        >
          <thead>
            <tr aria-rowindex={1}>
              <th className={classes.name} aria-sort={ariaSort('name')} aria-colindex={1}>
                <button
                  type="button"
                  className={classes.sort}
                  data-r={0}
                  data-c={0}
                  tabIndex={tabIndexOf(0, 0)}
                  onClick={() => sortBy('name')}
                >
                  {t.pupil}
                </button>
              </th>
              {grid.skills.map((skill, i) => (
                <th key={skill.id} aria-sort={ariaSort(skill.id)} aria-colindex={i + 2}>
                  <button
                    type="button"
                    className={classes.sort}
                    data-r={0}
                    data-c={i + 1}
                    tabIndex={tabIndexOf(0, i + 1)}
                    onClick={() => sortBy(skill.id)}
                  >
                    <span className={classes.code}>{skill.code}</span> {skill.title}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const r = index + 1;
              const name = t.name(row.first_name, row.last_name);
              return (
                <tr key={row.student_id} aria-rowindex={r + 1}>
                  <th
                    scope="row"
                    className={`${classes.name} ${classes.nameText}`}
                    aria-colindex={1}
                    data-r={r}
                    data-c={0}
                    tabIndex={tabIndexOf(r, 0)}
                  >
                    {name}
                    {showClass && <span className={classes.classOf}>{row.class_name}</span>}
                  </th>
                  {row.cells.map((cell, i) => {
                    const colors = bandColors[cell.level];
                    const band = bandText[cell.level];
                    return (
                      <td key={cell.skill_id} aria-colindex={i + 2}>
                        <a
                          className={classes.cell}
                          href={cellHref(row.student_id, cell.skill_id)}
                          data-r={r}
                          data-c={i + 1}
                          tabIndex={tabIndexOf(r, i + 1)}
                          aria-label={t.cell(
                            name,
                            grid.skills[i]!.title,
                            t.cellText(cell.smart_score, band, cell.questions_answered),
                          )}
                          style={{ background: cssColor(colors.color), color: cssColor(colors.text) }}
                        >
                          {cell.questions_answered > 0 && (
                            <span className={classes.score}>{t.score(cell.smart_score)}</span>
                          )}{' '}
                          <span className={classes.band}>{band}</span>
                        </a>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Stack>
  );
}

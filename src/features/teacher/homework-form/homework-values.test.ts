import { describe, expect, it } from 'vitest';
import { example } from '@/testing/handlers';
import {
  createBody,
  editValues,
  newValues,
  rangeKey,
  typedInt,
  updateBody,
  validateCreate,
  validateEdit,
  type HomeworkFormValues,
} from './homework-values';
import { t } from './strings';

const TODAY = '2026-11-22';
const filled = (over: Partial<HomeworkFormValues> = {}): HomeworkFormValues => ({
  ...newValues({ classIds: ['41'] }),
  title: ' ضرب دورقمی ',
  courseId: '401',
  firstPage: '۵۸',
  lastPage: '٦٤',
  targetSmartScore: '۹۰',
  startDate: '2026-12-01',
  endDate: '2026-12-08',
  ...over,
});

const validate = validateCreate(TODAY);

describe('homework bodies', () => {
  it('reads numbers typed in any digit set and keeps other text for the contract to refuse', () => {
    expect(typedInt('۱۲')).toBe(12);
    expect(typedInt('١٢')).toBe(12);
    expect(typedInt(' 12 ')).toBe(12);
    expect(typedInt('')).toBe('');
    expect(typedInt('۱۲a')).toBe('۱۲a');
  });

  it('sends pages only, Latin numbers, one class and ISO dates, without an empty description', () => {
    expect(createBody(filled())).toEqual({
      title: 'ضرب دورقمی',
      classIds: [41],
      courseId: 401,
      targetSmartScore: 90,
      startDate: '2026-12-01',
      endDate: '2026-12-08',
      firstPage: 58,
      lastPage: 64,
    });
  });

  it('sends every chosen class, and the skills only when some were unticked for this very range', () => {
    const both = filled({ classIds: ['41', '42'] });
    expect(createBody(both)).toMatchObject({ classIds: [41, 42] });
    expect(createBody(both)).not.toHaveProperty('skillIds');
    const kept = { ...both, skillIds: [40101, 40103], skillsFor: rangeKey(both) };
    expect(rangeKey(both)).toBe(JSON.stringify({ courseId: 401, firstPage: 58, lastPage: 64 }));
    expect(createBody(kept)).toMatchObject({ skillIds: [40101, 40103] });
    // The range typed since the ticks were made: every skill of the new range goes.
    expect(createBody({ ...kept, lastPage: '۷۰' })).not.toHaveProperty('skillIds');
  });

  it('starts a new homework today and ends it a week later, with the class and course it was given', () => {
    expect(newValues({ classIds: ['42'], courseId: '401', today: TODAY })).toMatchObject({
      classIds: ['42'],
      courseId: '401',
      startDate: '2026-11-22',
      endDate: '2026-11-29',
    });
    expect(validate(newValues({ today: TODAY }))).not.toHaveProperty('startDate');
  });

  it('sends sections only when the range is by sections', () => {
    const body = createBody(filled({ rangeMode: 'sections', firstSection: '۵', lastSection: '۸', description: 'x' }));
    expect(body).toMatchObject({ firstSection: 5, lastSection: 8, description: 'x' });
    expect(body).not.toHaveProperty('firstPage');
    expect(body).not.toHaveProperty('lastPage');
  });

  it('fills the edit form from the update GET and sends the whole form back', () => {
    const form = example('getHomeworkEditForm', 'teacher');
    const values = editValues(form);
    expect(values).toMatchObject({
      classIds: ['41'],
      courseId: '402',
      rangeMode: 'pages',
      firstPage: '10',
      lastPage: '28',
    });
    expect(updateBody(values)).toEqual({
      title: form.title,
      description: form.description,
      skillIds: form.skillIds,
      targetSmartScore: form.targetSmartScore,
      startDate: form.startDate,
      endDate: form.endDate,
    });
  });
});

describe('homework validation', () => {
  it('accepts a complete form', () => {
    expect(validate(filled())).toEqual({});
  });

  it('says in Persian what each empty field needs, next to that field', () => {
    const errors = validate(newValues());
    expect(errors).toMatchObject({
      title: t.errors.titleRequired,
      classIds: t.errors.class,
      courseId: t.errors.course,
      firstPage: t.errors.pageRequired,
      lastPage: t.errors.pageRequired,
      startDate: t.errors.startRequired,
      endDate: t.errors.endRequired,
    });
  });

  it('checks the section pair when the range is by sections', () => {
    const errors = validate(filled({ rangeMode: 'sections', firstSection: '۹', lastSection: '۳' }));
    expect(errors).toEqual({ lastSection: t.errors.lastBeforeFirst });
  });

  it('refuses a last page before the first, a start in the past and an end before the start', () => {
    expect(validate(filled({ firstPage: '۶۰', lastPage: '۵۸' }))).toEqual({ lastPage: t.errors.lastBeforeFirst });
    expect(validate(filled({ startDate: '2026-11-21' }))).toEqual({ startDate: t.errors.startPast });
    expect(validate(filled({ endDate: '2026-11-30' }))).toEqual({ endDate: t.errors.endBeforeStart });
  });

  it('refuses a target outside the contract limits and a page beyond the book', () => {
    expect(validate(filled({ targetSmartScore: '۴۰' }))).toEqual({ targetSmartScore: t.errors.target(50, 100) });
    expect(validate(filled({ lastPage: '۴۰۰' }))).toEqual({ lastPage: t.errors.page(300) });
  });

  it('lets an edit keep a start date already passed but not move it into the past', () => {
    const edit = validateEdit(TODAY, '2026-11-12');
    const values = { ...filled({ startDate: '2026-11-12' }), skillIds: [40201] };
    expect(edit(values)).toEqual({});
    expect(edit({ ...values, startDate: '2026-11-13' })).toEqual({ startDate: t.errors.startPast });
    expect(edit({ ...values, skillIds: [] })).toEqual({ skillIds: t.errors.skills(15) });
  });

  it('refuses a new homework with every skill of its range unticked', () => {
    const values = filled();
    expect(validate({ ...values, skillIds: [], skillsFor: rangeKey(values) })).toEqual({
      skillIds: t.errors.skills(15),
    });
  });
});

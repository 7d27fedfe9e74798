import { describe, expect, it } from 'vitest';
import { isAtOrUnder, isExitPath, pathOf } from './match';
import { paths } from './paths';

describe('isAtOrUnder', () => {
  it('holds a page and the pages under it, not a look-alike', () => {
    expect(isAtOrUnder('/agents', paths.public.agents)).toBe(true);
    expect(isAtOrUnder(paths.public.agentHref(12), paths.public.agents)).toBe(true);
    expect(isAtOrUnder('/agents/', paths.public.agents)).toBe(true);
    expect(isAtOrUnder('/agentsx', paths.public.agents)).toBe(false);
    expect(isAtOrUnder(paths.public.forSchools, paths.public.introduction)).toBe(true);
    expect(isAtOrUnder(paths.school.gradeHref('third'), paths.school.home)).toBe(true);
    expect(isAtOrUnder('/schools', paths.school.home)).toBe(false);
  });

  it('holds only itself at home, or every page would be under it', () => {
    expect(isAtOrUnder(paths.home, paths.home)).toBe(true);
    expect(isAtOrUnder(paths.public.faq, paths.home)).toBe(false);
  });

  it('ignores the query of either side', () => {
    const homework = paths.student.homeworksHref({ grade: 'third', subject: 'math' });
    expect(isAtOrUnder(paths.student.homeworks, homework)).toBe(true);
    expect(isAtOrUnder(homework, paths.student.homeworks)).toBe(true);
  });
});

describe('isExitPath', () => {
  it('is /exit and any path ending in /exit, nothing else', () => {
    expect(isExitPath(paths.exit)).toBe(true);
    expect(isExitPath(`${paths.exit}/`)).toBe(true);
    expect(isExitPath(`${paths.teacher.home}${paths.exit}`)).toBe(true);
    expect(isExitPath(`${paths.exit}s`)).toBe(false);
    expect(isExitPath(`${paths.exit}/more`)).toBe(false);
    expect(isExitPath('/preexit')).toBe(false);
  });
});

describe('pathOf', () => {
  it('drops the query and the hash', () => {
    expect(pathOf(paths.admin.chatHref(3, 9))).toBe('/admin/chatList/3');
    expect(pathOf('/faq#top')).toBe('/faq');
  });
});

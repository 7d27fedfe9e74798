import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { UserAvatar } from './user-avatar';
import { initialsOf, pictureOf } from './user-avatar-values';

const PICTURE = '/media/profiles/sara.png';

describe('initialsOf', () => {
  it('takes the first letters of the first and last word, apart, leaving titles out', () => {
    expect(initialsOf(' مریم  رضایی ')).toBe('م ر');
    expect(initialsOf('دکتر سمیه نوری')).toBe('س ن');
    expect(initialsOf('سید محمد حسینی')).toBe('س ح');
  });

  it('gives one letter for one word (a username upper-case) and nothing for no name', () => {
    expect(initialsOf('سارا')).toBe('س');
    expect(initialsOf('student2')).toBe('S');
    expect(initialsOf('  ')).toBe('');
  });
});

describe('pictureOf', () => {
  it("treats 'no-image', an empty address and none alike: no picture", () => {
    expect(pictureOf(PICTURE)).toBe(PICTURE);
    for (const none of ['no-image', '', ' ', null, undefined]) expect(pictureOf(none)).toBeNull();
  });
});

describe('UserAvatar', () => {
  it('shows the picture with its text alternative', () => {
    renderWithApp(<UserAvatar name="سارا احمدی" alt="تصویر پروفایل سارا احمدی" picture={PICTURE} />);
    expect(screen.getByRole('img', { name: 'تصویر پروفایل سارا احمدی' })).toHaveAttribute('src', PICTURE);
  });

  it.each(['no-image', '', null])('shows the initials, unannounced, when the picture is %j', (picture) => {
    renderWithApp(<UserAvatar name="مریم رضایی" alt="تصویر پروفایل مریم رضایی" picture={picture} />);
    expect(screen.getByText('م ر')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

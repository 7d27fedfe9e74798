import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { ItemLink } from './item-link';

describe('ItemLink', () => {
  it('opens http addresses in a new tab without opener', () => {
    renderWithApp(<ItemLink to="https://example.com/guide">راهنما</ItemLink>);
    const link = screen.getByRole('link', { name: 'راهنما' });
    expect(link).toHaveAttribute('href', 'https://example.com/guide');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('keeps in-app paths in the same tab', () => {
    renderWithApp(<ItemLink to="/student">خانه</ItemLink>);
    const link = screen.getByRole('link', { name: 'خانه' });
    expect(link).toHaveAttribute('href', '/student');
    expect(link).not.toHaveAttribute('target');
  });
});

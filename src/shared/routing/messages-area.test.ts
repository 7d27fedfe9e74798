import { describe, expect, it } from 'vitest';
import { messagesAreaOf } from './messages-area';

describe('the support chat’s routes by role', () => {
  it('are under each chatting role and none for the office or the admin', () => {
    expect(messagesAreaOf('student')?.messageThreadHref(501)).toBe('/student/messages/501');
    expect(messagesAreaOf('teacher')?.messages).toBe('/teacher/messages');
    expect(messagesAreaOf('school')?.messageThreadHref('۵۰۱')).toMatch(/^\/school\/messages\//);
    expect(messagesAreaOf('organization')).toBeNull();
    expect(messagesAreaOf('admin')).toBeNull();
    expect(messagesAreaOf(null)).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnswerValue } from '@/api/generated/model';
import { renderWithApp } from '@/testing/render';
import { multipleChoice, numeric } from './inputs/basic-fixtures';
import type { AnswerOwner } from './inputs/answer-owner';
import { basicMarks } from './inputs/strings-basic';
import { ReadBackQuestion } from './read-back-question';

const { question, correct } = multipleChoice.decimals;
const wrongPick = question.choices.find((c) => c.id !== correct.choice_id)!.id;

function readBack(
  owner: AnswerOwner | undefined,
  answer: AnswerValue = { type: 'multiple_choice', choice_id: wrongPick },
) {
  renderWithApp(
    <ReadBackQuestion question={question} answer={answer} correct={correct} solution={null} owner={owner} />,
  );
}

describe('ReadBackQuestion: whose answer it marks', () => {
  it('speaks to the pupil as «پاسخ تو» by default', () => {
    readBack(undefined);
    expect(screen.getByText(basicMarks.yours)).toBeVisible();
  });

  it('says «پاسخ دانش‌آموز» on a staff page, never «پاسخ تو»', () => {
    readBack('staff');
    expect(screen.getByText(basicMarks.pupils)).toBeVisible();
    expect(screen.queryByText(basicMarks.yours)).toBeNull();
  });

  it('marks only «پاسخ درست» when the answer shown is the key (the question bank)', () => {
    readBack('key', correct);
    expect(screen.getByText(basicMarks.right)).toBeVisible();
    expect(screen.queryByText(basicMarks.yours)).toBeNull();
    expect(screen.queryByText(basicMarks.pupils)).toBeNull();
  });

  it('says «پاسخ دانش‌آموز» under a pupil’s wrong number too', () => {
    const n = numeric.whole;
    renderWithApp(
      <ReadBackQuestion
        question={n.question}
        answer={{ type: 'numeric', number: '1' }}
        correct={n.correct}
        solution={null}
        owner="staff"
      />,
    );
    expect(screen.getByText(basicMarks.pupils)).toBeVisible();
  });
});

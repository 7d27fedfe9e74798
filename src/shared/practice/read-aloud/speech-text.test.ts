import { describe, expect, it } from 'vitest';
import { questions } from '../question/question-fixtures';
import { questionSpeech, solutionSpeech, spoken } from './speech-text';

describe('the words read aloud', () => {
  it('says maths in words: signs, fractions, mixed numbers, boxes and the unknown', () => {
    expect(spoken('۳۱۶ + ۱۴۵ = ؟')).toBe('۳۱۶ به‌اضافهٔ ۱۴۵ مساوی چند');
    expect(spoken('۶۵۳ − ۲۴۹')).toBe('۶۵۳ منهای ۲۴۹');
    expect(spoken('۱/۳ از ۱۸ سیب چند سیب است؟')).toBe('۱ بر ۳ از ۱۸ سیب چند سیب است؟');
    expect(spoken('۴ و ۱/۲ + ۱ و ۱/۵ = ؟')).toBe('۴ و ۱ بر ۲ به‌اضافهٔ ۱ و ۱ بر ۵ مساوی چند');
    expect(spoken('۵۵ × 6 = ▢')).toBe('۵۵ ضرب در ۶ مساوی جای خالی');
  });

  it('reads the prompt, then the choices in the order sent', () => {
    const question = questions.multipleChoice;
    const said = questionSpeech(question);
    expect(said.startsWith(spoken(question.prompt))).toBe(true);
    const at = question.choices.map((choice) => said.indexOf(spoken(choice.text)));
    expect(at.every((place) => place > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('asks «درست است یا نادرست؟» after a true-or-false statement, and says both columns of a matching', () => {
    expect(questionSpeech(questions.trueFalse)).toMatch(/درست است یا نادرست؟$/);
    const matching = questionSpeech(questions.matching);
    expect(matching).toContain('ستون اول:');
    expect(matching).toContain('ستون دوم:');
  });

  it('reads the solution’s summary, then its steps in order', () => {
    const solution = {
      question_id: 1,
      summary: 'جواب ۴۶۱ است',
      steps: [
        { order: 2, text: 'بعد دهگان‌ها', image_url: null },
        { order: 1, text: 'اول یکان‌ها', image_url: null },
      ],
      video_url: null,
    };
    expect(solutionSpeech(solution)).toBe('جواب ۴۶۱ است. گام‌ها: اول یکان‌ها. بعد دهگان‌ها.');
  });
});

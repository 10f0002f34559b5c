import { describe, expect, it } from 'vitest';
import { SKIN_QUIZ } from '@lumi/shared';
import { questionIndexOfError, quizAnswersOf, toggleAnswer } from './quiz';

const question = (id: string) => SKIN_QUIZ.find((q) => q.id === id)!;

describe('toggleAnswer', () => {
  it.each([
    // question, current, option, checked, expected
    ['oil', ['tight'], 'shiny', true, ['shiny']],
    ['goals', [], 'dull', true, ['dull']],
    ['goals', ['dull'], 'pores', true, ['pores', 'dull']],
    ['goals', ['pores', 'dull'], 'none', true, ['none']],
    ['goals', ['none'], 'thirsty', true, ['thirsty']],
    ['goals', ['pores', 'dull'], 'pores', false, ['dull']],
    ['allergies', ['none'], 'none', false, []],
  ] as const)('%s %j, %s → %s', (id, current, option, checked, expected) => {
    expect(toggleAnswer(question(id), current, option, checked)).toEqual(expected);
  });
});

describe('quizAnswersOf', () => {
  it('keeps only the quiz’s questions and options', () => {
    expect(quizAnswersOf({ oil: ['tight'], goals: ['pores', 'gone'], old: ['x'], age: [] })).toEqual({
      oil: ['tight'],
      goals: ['pores'],
    });
    expect(quizAnswersOf(null)).toEqual({});
  });
});

describe('questionIndexOfError', () => {
  it('finds the first refused question', () => {
    expect(
      questionIndexOfError([{ path: 'body' }, { path: 'answers.pregnancy' }, { path: 'answers.oil' }]),
    ).toBe(SKIN_QUIZ.findIndex((q) => q.id === 'pregnancy'));
    expect(questionIndexOfError([{ path: 'answers.unknown' }])).toBe(-1);
    expect(questionIndexOfError(undefined)).toBe(-1);
  });
});

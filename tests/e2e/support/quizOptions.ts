import type { Locator } from '@playwright/test';

/**
 * The radio of a quiz question's option: the right one (its text), or the `wrong`-th of the others. The others are
 * found by their labels: a radio input holds no text of its own, so filtering the inputs by text would keep them all,
 * and the first could be the right one as the try's order has it.
 */
export function optionRadio(question: Locator, rightText: string, right: boolean, wrong = 0): Locator {
  if (right) return question.getByRole('radio', { name: rightText, exact: true });
  return question
    .locator('label')
    .filter({ hasNot: question.page().getByText(rightText, { exact: true }) })
    .nth(wrong)
    .getByRole('radio');
}

import type { FieldElement } from './types';

const isChoice = (element: FieldElement): element is HTMLInputElement =>
  element.type === 'checkbox' || element.type === 'radio';

/**
 * The elements a field keeps after one more attaches: the radios (or checkboxes) of a group that
 * are still in the page, or the one input, select or textarea.
 */
export const withElement = (elements: FieldElement[], element: FieldElement): FieldElement[] =>
  isChoice(element) ? [...elements.filter((e) => e !== element && e.isConnected), element] : [element];

/** A checkbox is a boolean, a radio group the checked radio's value (null for none), anything else its text. */
export function readField(elements: FieldElement[]): unknown {
  const [first] = elements;
  if (first.type === 'checkbox') return (first as HTMLInputElement).checked;
  if (first.type === 'radio') return elements.find((radio) => (radio as HTMLInputElement).checked)?.value ?? null;
  return first.value;
}

export function writeField(elements: FieldElement[], value: unknown): void {
  for (const element of elements) {
    if (element.type === 'checkbox') (element as HTMLInputElement).checked = Boolean(value);
    else if (element.type === 'radio') (element as HTMLInputElement).checked = element.value === value;
    else element.value = value === null || value === undefined ? '' : String(value);
  }
}

/** The element to focus for a message: the first enabled radio of a group, else the field's element. */
export const focusTarget = (elements: FieldElement[]): FieldElement | undefined =>
  elements.length > 0 && isChoice(elements[0]) ? elements.find((element) => !element.disabled) : elements[0];

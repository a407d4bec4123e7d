// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { htmlToText, reviewCountText, shownStarValue } from './expressDisplay';

describe('express display rules', () => {
  it("shows 1000 reviews or more as rounded thousands with 'K+'", () => {
    expect(reviewCountText(999)).toBe('999');
    expect(reviewCountText(1000)).toBe('1K+');
    expect(reviewCountText(1250)).toBe('1K+');
    expect(reviewCountText(1500)).toBe('2K+');
  });
  it('shows the average minus 0.1', () => {
    expect(shownStarValue(4.8)).toBe(4.7);
    expect(shownStarValue(5)).toBe(4.9);
    expect(shownStarValue(0)).toBe(0);
  });
  it('strips HTML to text', () => {
    expect(htmlToText('<p>How <b>long</b> &amp; where?</p>\n<script>x()</script>')).toBe('How long & where?');
  });
});

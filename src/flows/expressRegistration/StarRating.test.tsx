import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { TestProviders } from '../../../tests/setup/TestProviders';
import { StarRating } from './StarRating';

afterEach(cleanup);

const sampleNote = '(sample reviews of the demonstration, not real ones)';

describe('StarRating', () => {
  it("says the demonstration's sample reviews are a sample", () => {
    render(
      <TestProviders>
        <StarRating average={4.8} total={1250} sample />
      </TestProviders>,
    );
    expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4.7 from 1K+ reviews')).toBeInTheDocument();
    expect(screen.getByText(sampleNote)).toBeInTheDocument();
  });

  it("shows a reviews provider's figures as they are", () => {
    render(
      <TestProviders>
        <StarRating average={4.2} total={17} />
      </TestProviders>,
    );
    expect(screen.getByRole('img', { name: 'Rated 4.1 out of 5' })).toBeInTheDocument();
    expect(screen.queryByText(sampleNote)).toBeNull();
  });
});

import { expect } from 'vitest';

import type { readAloudMachine } from '@machines/readAloud';
import { ReadAloudContext } from '@flows/home/chapter/readAloud/ReadAloudContext';
import { ReadAloudControls } from '@flows/home/chapter/readAloud/ReadAloudControls';

import { clickButton, type FlowViewDriver, renderInFlow } from './harness/view';

export const readAloudView: FlowViewDriver<typeof readAloudMachine> = {
  render: renderInFlow('/home/chapter', ReadAloudContext, <ReadAloudControls />),
  perform: {
    'read.start': clickButton('Read aloud'),
    'read.pause': clickButton('Pause'),
    'read.resume': clickButton('Resume'),
    'read.stop': clickButton('Stop reading'),
  },
  expectScreen: (s, { screen }) => {
    const reading = s.matches('speaking');
    expect(screen.queryByRole('button', { name: 'Read aloud' }) !== null).toBe(!reading);
    expect(screen.queryByRole('button', { name: 'Stop reading' }) !== null).toBe(reading);
    const section = s.context.section + 1;
    if (s.matches({ speaking: 'playing' }))
      expect(screen.getByText(`Reading section ${section} of 2…`)).toBeInTheDocument();
    if (s.matches({ speaking: 'paused' }))
      expect(screen.getByText(`Paused at section ${section} of 2.`)).toBeInTheDocument();
    expect(screen.queryByText('The whole chapter has been read.') !== null).toBe(s.matches('finished'));
    expect(screen.queryByRole('alert') !== null).toBe(s.matches('failed'));
  },
};

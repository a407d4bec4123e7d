import { useLingui } from '@lingui/react/macro';
import { forwardRef, type InputHTMLAttributes, useState } from 'react';

import { personLimits } from '@contracts/account';
import { isoFromUsDate, usDateFromIso } from '@shared/person/usDate';
import { TextField } from '@shared/ui/TextField';

import { defaultPickerDate } from './parentVerificationForm';

interface ParentBirthDateFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  /** The typed MM-DD-YYYY text (to open the calendar at it). */
  typed: string;
  /** A date chosen in the calendar, as MM-DD-YYYY. */
  onPick: (value: string) => void;
}

/**
 * The parent's birth date: typed as MM-DD-YYYY, or chosen in a native calendar limited to
 * 1950-01-01…2005-01-01 that opens 80 years back (02 §5). The calendar is shown by a button.
 */
export const ParentBirthDateField = forwardRef<HTMLInputElement, ParentBirthDateFieldProps>(
  function ParentBirthDateField({ label, error, typed, onPick, ...input }, ref) {
    const { t } = useLingui();
    const [pickerOpen, setPickerOpen] = useState(false);
    const pickerValue = isoFromUsDate(typed) || defaultPickerDate(new Date());
    return (
      <div className="person-form__birth">
        <TextField
          ref={ref}
          label={label}
          inputMode="numeric"
          placeholder="MM-DD-YYYY"
          error={error}
          adornment={
            <button
              type="button"
              className="field__toggle"
              aria-expanded={pickerOpen}
              onClick={() => setPickerOpen((open) => !open)}
            >
              {t`Calendar`}
            </button>
          }
          {...input}
        />
        {pickerOpen ? (
          <label className="person-form__picker">
            <span className="field__label">{t`Choose the date of birth`}</span>
            <input
              type="date"
              min={personLimits.parentBirthMin}
              max={personLimits.parentBirthMax}
              value={pickerValue}
              onChange={(event) => {
                // Keyboard users change one part at a time: every complete date is written, the calendar stays open.
                if (event.target.value) onPick(usDateFromIso(event.target.value));
              }}
            />
          </label>
        ) : null}
      </div>
    );
  },
);

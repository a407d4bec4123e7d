import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import type { CountyAgency, OtherInformationCourse } from '@contracts/profile';
import type { FlexiAnswer } from '@machines/otherInformation';
import { useForm } from '@shared/forms/useForm';
import { Button } from '@shared/ui/Button';

import {
  otherInformationAnswers,
  otherInformationFormSchema,
  type OtherInformationFormValues,
  otherInformationFormValues,
} from './otherInformationForm';
import { OtherInformationInputs } from './OtherInformationInputs';

interface OtherInformationFormProps {
  course: OtherInformationCourse;
  agencies: CountyAgency[];
  agenciesLoading: boolean;
  agencyFailureText?: string;
  busy: boolean;
  onCountyChange: (countyCode: string) => void;
  onSubmit: (answers: FlexiAnswer[]) => void;
}

/** One course's "Other information" (02 §5): its fields with the stored answers, saved together. */
export function OtherInformationForm({ course, onSubmit, ...props }: OtherInformationFormProps) {
  const { t, i18n } = useLingui();
  const fields = course.studentFlexiFieldDtoList;
  const schema = useMemo(() => otherInformationFormSchema(i18n, { fields, today: new Date() }), [i18n, fields]);
  const form = useForm<OtherInformationFormValues>({ schema, defaultValues: otherInformationFormValues(course) });
  return (
    <form
      noValidate
      className="person-form"
      aria-label={t`Other information`}
      onSubmit={form.handleSubmit((values) => onSubmit(otherInformationAnswers(fields, values)))}
    >
      <div className="person-form__grid">
        <OtherInformationInputs
          form={form}
          fields={fields}
          vehicleTagStored={course.vehicleTag !== null}
          agencies={props.agencies}
          agenciesLoading={props.agenciesLoading}
          agencyFailureText={props.agencyFailureText}
          onCountyChange={props.onCountyChange}
        />
      </div>
      <Button type="submit" busy={props.busy} disabled={props.agenciesLoading}>
        <Trans>Save other information</Trans>
      </Button>
    </form>
  );
}

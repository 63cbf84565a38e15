import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import type { Course } from '@portal/domain/coursework/course';
import type { CourseStatus } from '@portal/domain/coursework/course-status';
import { transcriptProgress } from '@portal/domain/coursework/transcript-progress';
import {
  transcriptAddressSchema,
  type TranscriptDestination,
  type TranscriptRequestBody,
} from '@portal/domain/coursework/transcript-request';
import { personNameSchema } from '@portal/domain/validation/fields';
import { AddressFieldset } from '@/components/address-fieldset';
import { CatalogName } from '@/components/catalog-name';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { paths } from '@/lib/paths';
import { useCoursework } from '@/lib/student/get-coursework';
import { useUser } from '@/lib/student/get-user';
import { showToast } from '@/lib/toasts';
import { useTargetInstitution, useTranscriptPartner } from '../api/get-destinations';
import { useSendTranscript } from '../api/send-transcript';
import { LoadFailure } from '@/components/load-failure';

const recipientSchema = z.object({
  recipientName: personNameSchema,
  address: transcriptAddressSchema,
});
type RecipientInput = z.input<typeof recipientSchema>;

const EMPTY_RECIPIENT: RecipientInput = {
  recipientName: '',
  address: {
    addressType: 'transcript',
    address1: '',
    city: '',
    state: '',
    country: 'US',
    zipCode: '',
  },
};

/** Your courses (docs/product/entities.md transcript rows) and the form that sends a transcript of completed ones. */
export function SendTranscriptSection() {
  const { t } = useTranslation('transcripts');
  const coursework = useCoursework();
  return (
    <section className="transcripts__section" aria-labelledby="transcript-courses-heading">
      <h2 id="transcript-courses-heading">{t('courses.heading')}</h2>
      {coursework.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : coursework.isError ? (
        <LoadFailure namespace="transcripts" onRetry={() => void coursework.refetch()} />
      ) : (
        <SendTranscriptForm
          courses={coursework.data.filter((c) => c.enrollmentStatus !== 'DISABLED')}
        />
      )}
    </section>
  );
}

function statusLabel(course: Course, t: (key: string) => string) {
  if ((course.enrollmentStatus as CourseStatus) === 'PRIOR_CREDIT') return t('courses.priorCredit');
  return transcriptProgress(course).status === 'completed'
    ? t('courses.completed')
    : t('courses.inProgress');
}

function SendTranscriptForm({ courses }: { courses: Course[] }) {
  const { t } = useTranslation('transcripts');
  const user = useUser();
  const institution = useTargetInstitution(user.data?.targetInstitutionId);
  const partner = useTranscriptPartner(user.data?.transcriptPartnerId);
  const send = useSendTranscript();
  const { textOf } = useCatalogTexts();
  const [chosen, setChosen] = useState<number[]>([]);
  const [noCourse, setNoCourse] = useState(false);
  const destinations: { value: TranscriptDestination; label: string }[] = [
    ...(institution.data
      ? [
          {
            value: 'TARGET_INSTITUTION' as const,
            label: t('send.targetInstitution', { name: institution.data.name }),
          },
        ]
      : []),
    ...(partner.data
      ? [
          {
            value: 'TRANSCRIPT_PARTNER' as const,
            label: t('send.transcriptPartner', { name: partner.data.name }),
          },
        ]
      : []),
    { value: 'ADDRESS', label: t('send.address') },
  ];
  const [picked, setPicked] = useState<TranscriptDestination | null>(null);
  const destination = picked ?? destinations[0]!.value;
  const recipient = useSchemaForm(recipientSchema, EMPTY_RECIPIENT);
  const { field } = recipient;

  if (courses.length === 0) return <p>{t('courses.none')}</p>;

  const toggle = (courseId: number, on: boolean) => {
    setNoCourse(false);
    setChosen((ids) => (on ? [...ids, courseId] : ids.filter((id) => id !== courseId)));
  };
  const sendBody = (body: TranscriptRequestBody) =>
    send.mutate(body, {
      onSuccess: () => {
        setChosen([]);
        recipient.reset();
        showToast.success(t('send.sent'));
      },
    });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setNoCourse(true);
      return;
    }
    if (destination !== 'ADDRESS') {
      sendBody({ destination, courseIds: chosen });
      return;
    }
    void recipient.handleSubmit((values) =>
      sendBody({ destination: 'ADDRESS', courseIds: chosen, ...values }),
    )(event);
  };

  return (
    <form className="form transcripts__form" noValidate onSubmit={submit}>
      <table className="transcripts__table">
        <thead>
          <tr>
            <th scope="col">{t('courses.course')}</th>
            <th scope="col">{t('courses.progress')}</th>
            <th scope="col">{t('courses.status')}</th>
            <th scope="col">{t('courses.send')}</th>
          </tr>
        </thead>
        <tbody>
          {courses.map((course) => (
            <tr key={course.courseId}>
              <th scope="row">
                <CatalogName item={course} field="courseName" />{' '}
                <span className="transcripts__code">{course.courseCode}</span>
              </th>
              <td>{transcriptProgress(course).progress}</td>
              <td>{statusLabel(course, t)}</td>
              <td>
                {course.isEligibleForTranscript ? (
                  <input
                    type="checkbox"
                    aria-label={t('courses.choose', { name: textOf(course, 'courseName').text })}
                    checked={chosen.includes(course.courseId)}
                    onChange={(e) => toggle(course.courseId, e.target.checked)}
                  />
                ) : (
                  <span className="transcripts__muted">{t('courses.notEligible')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {noCourse ? (
        <p role="alert" className="form__notice form__notice--error">
          {t('send.noCourse')}
        </p>
      ) : null}
      <fieldset className="form__group">
        <legend>{t('send.destination')}</legend>
        {destinations.map((option) => (
          <label key={option.value} className="transcripts__choice">
            <input
              type="radio"
              name="destination"
              value={option.value}
              checked={destination === option.value}
              onChange={() => setPicked(option.value)}
            />{' '}
            {option.label}
          </label>
        ))}
        <p className="form-field__hint">
          <Link to={`${paths.accountSettings.href()}#transcript-destination`}>
            {t('send.chooseDestinations')}
          </Link>
        </p>
      </fieldset>
      {destination === 'ADDRESS' ? (
        <>
          <FormField
            label={t('send.recipientName')}
            required
            autoComplete="organization"
            {...field('recipientName')}
          />
          <AddressFieldset
            legend={t('send.addressLegend')}
            fields={{
              address1: field('address.address1'),
              city: field('address.city'),
              state: field('address.state'),
              zipCode: field('address.zipCode'),
            }}
          />
        </>
      ) : null}
      <SubmitButton busy={send.isPending}>
        {send.isPending ? t('send.sending') : t('send.submit')}
      </SubmitButton>
    </form>
  );
}

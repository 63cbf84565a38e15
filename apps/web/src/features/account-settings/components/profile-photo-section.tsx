import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  isProfilePhotoTooLarge,
  PROFILE_PHOTO_UPLOAD_TYPES,
} from '@portal/domain/user/profile-photo';
import type { UserProfile } from '@portal/domain/user/user-profile';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { globalErrorCodes } from '@/lib/api-error';
import { useApiErrorToast } from '@/lib/api-error-toast';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useProfilePhotoUrl } from '@/lib/student/profile-photo';
import { showToast } from '@/lib/toasts';
import { useRemoveProfilePhoto, useUploadProfilePhoto } from '../api/upload-profile-photo';

interface PhotoInput {
  photo: FileList | undefined;
}

const firstFile = (list: unknown): File | undefined =>
  typeof list === 'object' && list !== null && 'item' in list
    ? ((list as FileList).item(0) ?? undefined)
    : undefined;

// The size is checked here before sending (docs/product/validation.md "Profile image upload limit: 500KB"), with
// the catalogue's sentence; whether the file really is an image only the server can tell.
const photoSchema = z.object({
  photo: z
    .custom<FileList | undefined>()
    .refine((list) => firstFile(list) !== undefined, { error: 'validation.required', abort: true })
    .refine((list) => !isProfilePhotoTooLarge(firstFile(list)?.size ?? 0), {
      error: 'errors.IMAGE_TOO_LARGE',
    }),
});

// Server answers that also belong under the file input, besides the toast (docs/product/error-catalogue.md).
const PHOTO_ERRORS = ['IMAGE_TOO_LARGE', 'IMAGE_NOT_SUPPORTED'];

/** The profile photo: the one shown in the header's menu; upload a new one or remove it. */
export function ProfilePhotoSection({ user }: { user: UserProfile | undefined }) {
  const { t } = useTranslation(['account', 'domain']);
  const toastApiError = useApiErrorToast();
  const upload = useUploadProfilePhoto();
  const remove = useRemoveProfilePhoto();
  const photoUrl = useProfilePhotoUrl(user?.profilePhoto);
  const [status, setStatus] = useState('');
  const { field, handleSubmit, setError, reset } = useSchemaForm<PhotoInput>(photoSchema, {
    photo: undefined,
  });

  const submit = handleSubmit(({ photo }) => {
    const file = firstFile(photo);
    if (!file) return;
    setStatus('');
    upload.mutate(file, {
      onSuccess: () => {
        // Also resets the native form, so the file input is empty again.
        reset();
        setStatus(t('account:photo.uploaded'));
      },
      onError: (error) => {
        const code = globalErrorCodes(error).find((c) => PHOTO_ERRORS.includes(c));
        if (code) setError('photo', { message: `errors.${code}` }, { shouldFocus: true });
        toastApiError(error);
      },
    });
  });

  const removePhoto = (path: string) =>
    remove.mutate(path, {
      onSuccess: () => {
        setStatus(t('account:photo.removed'));
        showToast.success(t('account:photo.removed'));
      },
      onError: toastApiError,
    });

  return (
    <div className="profile-photo">
      <div className="profile-photo__current">
        {photoUrl ? (
          <img
            src={photoUrl}
            alt={t('account:photo.currentAlt')}
            className="profile-photo__image"
            width={96}
            height={96}
          />
        ) : (
          <p className="profile-photo__none">{t('account:photo.none')}</p>
        )}
      </div>
      <form className="form" noValidate onSubmit={submit}>
        <FormField
          label={t('account:photo.file')}
          hint={t('account:photo.hint')}
          type="file"
          accept={PROFILE_PHOTO_UPLOAD_TYPES.join(',')}
          required
          {...field('photo')}
        />
        <div className="profile-photo__actions">
          <SubmitButton busy={upload.isPending}>
            {upload.isPending ? t('account:photo.uploading') : t('account:photo.submit')}
          </SubmitButton>
          {user?.profilePhoto ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={remove.isPending}
              onClick={() => removePhoto(user.profilePhoto!)}
            >
              {t('account:photo.remove')}
            </button>
          ) : null}
        </div>
        <p role="status" aria-live="polite" className="form__notice form__notice--success">
          {status}
        </p>
      </form>
    </div>
  );
}

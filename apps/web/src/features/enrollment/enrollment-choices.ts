import { patchSlice, readSlice } from '@/lib/storage';
import type { ValidPrepaidToken } from '@portal/domain/enrollment/prepaid-token';

interface GeneralSlice {
  degreeProgramId?: number;
  accessCode?: ValidPrepaidToken | null;
  paypalCheckout?: PayPalInProgress | null;
}

/** A PayPal checkout the learner was sent to approve (docs/product/entities.md express checkout token). */
export interface PayPalInProgress {
  orderId: string;
  expressCheckoutToken: string;
  promoCode: string;
}

const read = () => readSlice<GeneralSlice>('general');

/**
 * What a visitor chose before having an account, remembered for the rest of the visit (docs/product/entities.md:
 * the program choice and the special access code are "general" client state, in session storage),
 * so the account and payment steps know them and a reload resumes where the learner was.
 */
export const chosenProgram = {
  get: (): number | null => read()?.degreeProgramId ?? null,
  set: (degreeProgramId: number) => patchSlice<GeneralSlice>('general', { degreeProgramId }),
};

/** An access code the public validation accepted, waiting for the account to pay with it. */
export const acceptedAccessCode = {
  get: (): ValidPrepaidToken | null => read()?.accessCode ?? null,
  set: (accessCode: ValidPrepaidToken | null) =>
    patchSlice<GeneralSlice>('general', { accessCode }),
};

/**
 * The "PayPal flow in progress" flag of docs/product/entities.md, with the express checkout token: set before the
 * learner leaves for PayPal, so it survives the round trip (session storage); cleared once the
 * result page has dealt with it.
 */
export const paypalInProgress = {
  get: (): PayPalInProgress | null => read()?.paypalCheckout ?? null,
  set: (paypalCheckout: PayPalInProgress | null) =>
    patchSlice<GeneralSlice>('general', { paypalCheckout }),
};

/** Query keys of the account settings feature's own reads. */
export const accountSettingsKeys = {
  institutions: () => ['account-settings', 'institutions'] as const,
  transcriptPartners: () => ['account-settings', 'transcript-partners'] as const,
};

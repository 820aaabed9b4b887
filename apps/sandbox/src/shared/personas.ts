/** The domain of the seeded personas' e-mail addresses and of the support address the refusals name. */
export const PERSONA_EMAIL_DOMAIN = 'sandbox.bondkit.test';

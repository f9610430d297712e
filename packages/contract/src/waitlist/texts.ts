import { PRODUCT_NAME } from '../common/constants';
import { defineTexts } from '../common/texts';

/**
 * The waitlist's words (docs/product/waitlist.md): the form's states and the server's refusals.
 * The validation and error texts are the ones docs/product/waitlist.md quotes, word for word.
 */
export const WAITLIST_TEXTS = /* @__PURE__ */ defineTexts('waitlist', {
  invalidEmail: 'Please enter a valid email address.',
  nameTooLong: (max: number) => `A name must be at most ${max} characters`,
  nameInvalid: 'The name contains characters that cannot be stored',
  campaignTooLong: (max: number) => `A campaign must be at most ${max} characters`,
  campaignInvalid: 'The campaign contains characters that cannot be stored',
  rateLimited: 'Too many sign-ups from this network. Please try again later.',
  /** The form's error state, whatever went wrong beyond the email itself. */
  failed: 'Something went wrong. Please try again in a moment.',
  /** The success state; the server answers it too, for a first and a repeated join alike. */
  joined: `Thanks for joining the waitlist! We'll contact you as soon as ${PRODUCT_NAME} is ready.`,
  // the form
  formHeading: 'Join the waitlist',
  formIntro: 'Be the first to watch when we launch.',
  nameLabel: 'Name (optional)',
  emailLabel: 'Email',
  emailPlaceholder: 'you@example.com',
  submit: 'Join the waitlist',
  submitting: 'Joining…',
  privacy: `We only use your email to tell you when ${PRODUCT_NAME} is ready.`,
});

/** The landing page around the form (/landing-page). */
export const LANDING_TEXTS = /* @__PURE__ */ defineTexts('landing', {
  title: `${PRODUCT_NAME} · Short dramas made with AI`,
  eyebrow: 'Coming soon',
  heading: 'Binge-worthy short dramas, made with AI',
  pitch: `${PRODUCT_NAME} is a streaming app for vertical short dramas: one-to-three-minute episodes with a cliffhanger in every one, and new series written and produced with AI every week.`,
  featuresHeading: `Why ${PRODUCT_NAME}`,
  features: [
    {
      title: 'Made for your phone',
      body: 'Vertical 9:16 episodes of one to three minutes, for the bus, the queue or the sofa.',
    },
    {
      title: 'New stories every week',
      body: 'AI-assisted writers and studios release fresh series faster than TV ever could.',
    },
    {
      title: 'Free to start',
      body: 'Watch with short ads, or go Premium for ad-free viewing in 1080p.',
    },
  ],
  previewLabel: 'Preview of vertical episodes',
  /** Each preview episode's badge. */
  previewEpisode: (n: number) => `EP ${n}`,
  browse: 'Browse the catalogue',
  footer: `© ${PRODUCT_NAME}`,
});

/** The studio's export of the list (editors; docs/product/waitlist.md#export). */
export const WAITLIST_EXPORT_TEXTS = /* @__PURE__ */ defineTexts('waitlistExport', {
  button: 'Waitlist CSV',
  downloading: 'Downloading…',
  failed: 'The waitlist could not be downloaded. Try again.',
});

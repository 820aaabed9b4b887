/** The parts of the portfolio summary (part name → class), for `::part()` on `<bk-portfolio-summary>`. */
export const portfolioSummaryAnatomy = {
  title: 'bk-portfolio-summary__title',
  notices: 'bk-portfolio-notices',
  account: 'bk-portfolio-summary__account',
  figures: 'bk-portfolio-figures',
  total: 'bk-portfolio-summary__total',
  credits: 'bk-portfolio-summary__credits',
  links: 'bk-portfolio-summary__links',
  'view-link': 'bk-portfolio-summary__view',
} as const;

/** The parts of the portfolio page (part name → class), for `::part()` on `<bk-portfolio>`. */
export const portfolioAnatomy = {
  back: 'bk-portfolio__back',
  actions: 'bk-portfolio__actions',
  title: 'bk-portfolio__title',
  notices: 'bk-portfolio-notices',
  isa: 'bk-portfolio__isa',
  links: 'bk-portfolio__links',
  figures: 'bk-portfolio-figures',
  picture: 'bk-portfolio-picture',
  holdings: 'bk-portfolio-holdings',
  activity: 'bk-portfolio-activity',
  pagination: 'bk-portfolio-activity__pages',
  side: 'bk-portfolio__side',
} as const;

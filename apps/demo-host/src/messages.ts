/**
 * The demo host's own wording (its shell, sign-in page and 404), keyed by id like sdk-core's catalogue.
 * Widgets bring their texts from `@bondkit/sdk-core`'s catalogue; these are the host's.
 * `{name}` marks a placeholder. The sukuk variant overrides by key.
 */
export const hostMessages = {
  'host.brand': 'bondkit',
  'host.brandTag': 'demo',
  'host.home': 'bondkit demo home',
  'host.skipLink': 'Skip to main content',
  'host.nav.label': 'Main',
  'host.nav.market': 'Market',
  'host.nav.smartInterest': 'Smart Interest',
  'host.nav.calculator': 'Savings calculator',
  'host.nav.guides': 'Guides',
  'host.nav.dashboard': 'Dashboard',
  'host.nav.holdings': 'Holdings',
  'host.nav.orders': 'Open orders',
  'host.nav.reports': 'Reports',
  'host.signIn': 'Sign in',
  'host.signOut': 'Sign out',
  'host.signedInAs': 'Signed in as {name}',
  'host.menu': 'Menu',
  'host.devPanel.label': 'Sandbox',
  'host.devPanel.note':
    'Developer settings of the sandbox (not part of the product): who is signed in, the variant, the theme and the page version.',
  'host.persona.label': 'Sandbox persona',
  'host.persona.visitor': 'Visitor (signed out)',
  'host.persona.failed': 'Signing in as {persona} failed: {message}',
  'host.personas.failed': 'The sandbox personas could not be loaded.',
  'host.variant.label': 'Variant',
  'host.variant.standard': 'Standard',
  'host.variant.sukuk': 'Sukuk (partner)',
  'host.theme.label': 'Theme',
  'host.theme.light': 'Light',
  'host.theme.dark': 'Dark',
  'host.footer':
    'A demo of the bondkit widgets running against the sandbox API. Not a real investment service.',
  'host.pageTitle': '{page} · bondkit demo',
  'host.loading': 'Loading...',

  'login.title': 'Sign in',
  'login.email': 'Email',
  'login.password': 'Password',
  'login.submit': 'Sign in',
  'login.submitting': 'Signing in...',
  'login.required': 'This field is required',
  'login.failed': 'Unable to log in with provided credentials.',
  'login.continueNote': 'Sign in to continue.',
  'login.registerPrompt': 'New to bondkit?',
  'login.register': 'Create an account',
  'login.registerNote':
    'Opening an account is not available on this site yet. Sign in as one of the sandbox customers below to try every page.',
  'login.personaHint': 'Use a sandbox persona: every persona signs in with the password {password}.',
  'login.personaExample': 'For example {email}.',
  'login.personaButton': 'Sign in as {persona}',
  'login.personas': 'Sandbox personas',
  'login.errorSummary': 'There is a problem',
  // the second step of a sign-in with an authenticator app (002 §2.7: titled Sign in, with Proceed)
  'login.code.intro': 'Open your authenticator app and enter the 6-digit code it shows for bondkit.',
  'login.code.label': 'Security code',
  'login.code.hint': 'The code changes every 30 seconds.',
  'login.code.submit': 'Proceed',
  'login.code.submitting': 'Checking the code...',
  'login.code.restart': 'Sign in with a different account',

  'market.pageTitle': 'Bond market',
  'detail.pageTitle': '{company}',
  'detail.pageTitleFallback': 'Bond details',
  'detail.back': 'Back to the market',

  'trade.pageTitle': 'Trade',
  'trade.addAccount.title': 'Add a {currency} account first',
  'trade.addAccount.body':
    'To buy this bond you need an investment account that holds {currency}. Opening an account in {currency} is not available on this site yet. Your dashboard shows the accounts you have and the currencies each one holds.',
  'trade.addAccount.dashboard': 'Go to your dashboard',
  'orders.pageTitle': 'Your orders',
  'holdings.pageTitle': 'Your holdings',
  'holdings.ordersLink': 'See your open orders',
  'reporting.pageTitle': 'Reports',
  'portal.pageTitle': 'Client account statement',
  'dashboard.pageTitle': 'Dashboard',
  'dashboard.links': 'More of your account',
  'dashboard.holdingsLink': 'See your holdings',
  'portfolio.pageTitle': 'Portfolio',
  'money.fundTitle': 'Add funds',
  'money.withdrawTitle': 'Withdraw funds',
  'money.bankTitle': 'Bank account for {currency}',
  'money.fxTitle': 'Currency exchange',
  'money.backToAccount': 'Back to your account',
  'money.confirmOnAccount': 'Confirm it on your account page',
  'money.withdrawIn': 'Withdraw {currency}',
  'money.noAccount': 'You have no investment account to use here.',

  'smartInterest.pageTitle': 'Smart Interest',
  'smartInterest.version.label': 'Version',
  'smartInterest.version.1': 'Term and payout (version 1)',
  'smartInterest.version.2': 'Series (version 2)',
  'smartInterest.currency.label': 'Currency',
  'smartInterest.viewInvestments': 'View my investments',
  'calculator.pageTitle': 'Savings calculator',
  'calculator.cta': 'Save at a fixed rate with Smart Interest',
  'guides.investor-guide.pageTitle': 'Investor guide',
  'guides.second-guide.pageTitle': 'Guide to fixed-rate saving',
  'guides.nav.label': 'Guides',
  'guides.popup': 'Open the registration popup',

  'notFound.title': 'Page not found',
  'notFound.body': 'There is nothing at this address. It may have moved, or the link may be mistyped.',
  'notFound.link': 'Go to the market',
  'notAvailable.title': 'Not available',
} as const satisfies Record<string, string>;

export type HostMessageId = keyof typeof hostMessages;

const sukukHostMessages: Partial<Record<HostMessageId, string>> = {
  'host.nav.market': 'Sukuk market',
  'market.pageTitle': 'Sukuk market',
  'detail.pageTitleFallback': 'Sukuk details',
  'notFound.link': 'Go to the sukuk market',
  'trade.addAccount.body':
    'To buy this sukuk you need an investment account that holds {currency}. Opening an account in {currency} is not available on this site yet. Your dashboard shows the accounts you have and the currencies each one holds.',
  'money.bankTitle': 'Linked bank account for {currency}',
};

export type Variant = 'standard' | 'sukuk';

export function hostText(
  id: HostMessageId,
  values: Record<string, string | number> = {},
  variant: Variant = 'standard',
): string {
  const template = (variant === 'sukuk' ? sukukHostMessages[id] : undefined) ?? hostMessages[id];
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

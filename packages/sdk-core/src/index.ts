export * from './accounts/schema';
export * from './auth/schema';
export * from './market/enums';
export * from './market/schema';

export * from './auth';
export * from './audit';
export * from './settings';
export * from './resources';
export * from './documents';
export * from './integration';
export * from './finance';
export * from './reports';

export * from './accounts';
export * from './catalog';
export * from './constants';
export * from './content';
export * from './errors';
export * from './messages';
export * from './orders';
export * from './payments';

export * from './errors';
export * from './envelope';
export * from './ids';
export * from './lists';
export * from './catalogue';
export * from './health';
export * from './routes';
export * from './constants';

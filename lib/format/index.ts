export * from './money';
export * from './date';
export * from './locale';
export * from './phone';

/** `npm start` runs this before building or listening: the environment checked once (service/environment.ts). */
import { checkEnvironment, type Target } from '../environment';

checkEnvironment((process.argv[2] as Target) || 'console');

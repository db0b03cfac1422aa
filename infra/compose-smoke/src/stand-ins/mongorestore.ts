/** `mongorestore` of the smoke run's MongoDB stand-in image (mongo-dump.ts). */
import { main } from './mongo-dump';

await main('mongorestore', process.argv.slice(2));

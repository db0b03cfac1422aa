/** gateway entry point: config → serve createApp on PORT (default 8080). */
import { serveApp } from '@cabinetry/shared/server';
import { createApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
serveApp(createApp(config), config.port, 'gateway');

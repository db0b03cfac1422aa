/** @cabinetry/shared/server: Node-only helpers every service uses (ARCHITECTURE "services/shared"). */
export * from './config';
export * from './logger';
export * from './errors';
export * from './validation';
export * from './auth';
export * from './mongo';
export * from './storage';
export * from './queues';
export * from './serve';
export * from './app';
export * from './multipart';
export * from './replicated-cache';
export * from './client-ip';
export * from './rate-limit';
export * from './email-address';

/** Where the wizard keeps its answers in the browser (localStorage), in a module of its own so src/boot.ts can check for them without the wizard's code. */
export const STORAGE_KEY = 'atelier-cedar.onboarding';

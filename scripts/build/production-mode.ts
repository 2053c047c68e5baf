// Imported first by a script that renders in its own process (npm run build's entry, the bench scripts):
// React, its JSX runtime and react-dom pick their development or production build from NODE_ENV when
// first loaded, and the production builds are what ships (production.ts checks). Forced, since test
// runners set NODE_ENV=test. An import evaluates before the imports after it, so every later import
// (and React through it) sees this.
process.env.NODE_ENV = 'production';

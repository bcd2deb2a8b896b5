import { build } from 'esbuild';

// Bundles the server and the workspace packages it imports; npm dependencies stay external.
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@partsmith/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});

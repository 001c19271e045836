// Tailwind 4 adds vendor prefixes itself (via Lightning CSS), so autoprefixer is not needed.
module.exports = {
  plugins: {
    "@tailwindcss/postcss": {},
  },
};

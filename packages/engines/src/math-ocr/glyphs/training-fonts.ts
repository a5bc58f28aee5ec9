// The fonts the glyph classifier learns from: printed and handwriting-like faces from Debian packages,
// none of them a font of the photo test set, so the set measures glyphs the classifier never saw.
export interface TrainingFont {
  name: string;
  debian: string;
  path: string;
}

const urw = (name: string, file: string): TrainingFont => ({
  name,
  debian: 'fonts-urw-base35',
  path: `/usr/share/fonts/opentype/urw-base35/${file}`,
});
const bwht = (name: string): TrainingFont => ({
  name: `Because We ${name}`,
  debian: 'fonts-bwht',
  path: `/usr/share/fonts/opentype/bwht/BecauseWe${name}-Regular.otf`,
});

export const TRAINING_FONTS: readonly TrainingFont[] = [
  urw('Nimbus Roman', 'NimbusRoman-Regular.otf'),
  urw('Nimbus Sans', 'NimbusSans-Regular.otf'),
  urw('Nimbus Sans Narrow', 'NimbusSansNarrow-Regular.otf'),
  urw('URW Gothic', 'URWGothic-Book.otf'),
  urw('P052', 'P052-Roman.otf'),
  urw('URW Bookman', 'URWBookman-Light.otf'),
  urw('Nimbus Mono PS', 'NimbusMonoPS-Regular.otf'),
  {
    name: 'Liberation Mono',
    debian: 'fonts-liberation2',
    path: '/usr/share/fonts/truetype/liberation2/LiberationMono-Regular.ttf',
  },
  { name: 'FreeMono', debian: 'fonts-freefont-ttf', path: '/usr/share/fonts/truetype/freefont/FreeMono.ttf' },
  { name: 'Breip', debian: 'fonts-breip', path: '/usr/share/fonts/truetype/breip/Breip.ttf' },
  bwht('Build'),
  bwht('Connect'),
  bwht('Create'),
  bwht('Learn'),
  bwht('Mentor'),
  bwht('Organize'),
  ...(
    [
      ['Purisa', 'fonts-tlwg-purisa-otf', 'tlwg/Purisa.otf'],
      ['Kaushan Script', 'fonts-kaushanscript', 'kaushanscript/KaushanScript-Regular.otf'],
      ['Dancing Script', 'fonts-dancingscript', 'dancingscript/DancingScript-Regular.otf'],
    ] as const
  ).map(([name, debian, file]) => ({ name, debian, path: `/usr/share/fonts/opentype/${file}` })),
  ...(
    [
      ['Klee One', 'fonts-klee', 'klee/KleeOne-Regular.ttf'],
      ['Delphine', 'fonts-sjfonts', 'sjfonts/Delphine.ttf'],
      ['Steve Hand', 'fonts-sjfonts', 'sjfonts/SteveHand.ttf'],
      ['Kiloji', 'fonts-kiloji', 'kiloji/kiloji.ttf'],
      ['Seto', 'fonts-seto', 'seto/setofont.ttf'],
      ['Yusei Magic', 'fonts-yusei-magic', 'yusei-magic/YuseiMagic-Regular.ttf'],
      ['Rufscript', 'fonts-rufscript', 'rufscript/Rufscript010.ttf'],
      ['Tomson Talks', 'fonts-tomsontalks', 'tomsontalks/TomsonTalks.ttf'],
      ['YOz', 'fonts-yozvox-yozfont', 'yozvox-yozfont/YOzRN_.ttf'],
    ] as const
  ).map(([name, debian, file]) => ({ name, debian, path: `/usr/share/fonts/truetype/${file}` })),
];

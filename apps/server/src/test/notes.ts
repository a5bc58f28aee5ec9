/** Ten sentences of study notes on the water cycle: enough material for a quiz or a card set. */
export const WATER_NOTES = [
  'The water cycle moves water between the land, the oceans and the air.',
  'Evaporation turns liquid water into water vapour when the sun heats oceans and lakes.',
  'Condensation happens when water vapour cools and forms tiny droplets that make clouds.',
  'Precipitation is water that falls from clouds as rain, snow, sleet or hail.',
  'Transpiration is the release of water vapour from the leaves of plants.',
  'Runoff is water that flows over the ground into rivers, lakes and the sea.',
  'Infiltration is the movement of water from the surface down into the soil.',
  'Groundwater is water stored underground in rocks called aquifers.',
  'The sun provides the energy that drives the water cycle.',
  'About 97 percent of the water on Earth is salt water in the oceans.',
].join(' ');

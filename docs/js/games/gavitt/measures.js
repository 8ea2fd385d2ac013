// Gavitt's measures on the comparison page (data-demo="measures" data-game="gavitt"): skill, speed
// and readings for both editions, from every game's shared module.
export { mount } from "../../lab/instruments.js";

/*
 * The sign designer of fp-text-fit.example, a print shop: the customer's headline is fitted to the
 * sign's width by trying font sizes from 160 px down (the usual text-fitting loop), and the three
 * typefaces on offer are previewed with the headline measured in each, to centre it.
 */
(function () {
  var canvas = document.getElementById('sign');
  var ctx = canvas.getContext('2d');
  var FACES = { Classic: 'Georgia, serif', Modern: '"Helvetica Neue", Arial, sans-serif', Typewriter: '"Courier New", monospace' };
  var face = document.getElementById('face');
  var headline = document.getElementById('headline');
  var maxWidth = canvas.width - 40;

  function fit(text, family) {
    for (var size = 160; size > 12; size -= 2) {
      ctx.font = 'bold ' + size + 'px ' + family;
      if (ctx.measureText(text).width <= maxWidth) return size;
    }
    return 12;
  }

  function render() {
    var text = headline.value || 'Grand opening';
    var family = FACES[face.value];
    var size = fit(text, family);
    document.getElementById('fitted').textContent = size + ' px';
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = '#fdf6e3';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = '#2a4d69';
    ctx.font = 'bold ' + size + 'px ' + family;
    ctx.textBaseline = 'middle';
    ctx.fillText(text, (canvas.width - ctx.measureText(text).width) / 2, canvas.height / 2);
    var previews = document.querySelectorAll('[data-face]');
    for (var i = 0; i < previews.length; i++) {
      ctx.save();
      ctx.font = '16px ' + FACES[previews[i].dataset.face];
      previews[i].querySelector('small').textContent = Math.round(ctx.measureText(text).width) + ' px at 16 px';
      ctx.restore();
    }
    document.body.dataset.signRendered = 'true';
  }
  face.addEventListener('change', render);
  headline.addEventListener('input', render);
  render();
})();

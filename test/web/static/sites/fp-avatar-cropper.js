/*
 * The profile page's avatar cropper (fp-image-editor.example): draws the current avatar (a data: PNG)
 * scaled into a square canvas on load and shows the result in the preview with toDataURL. No text.
 */
(function () {
  var source = document.getElementById('avatar-source');
  var canvas = document.getElementById('avatar-crop');
  var preview = document.getElementById('avatar-preview');
  var zoom = document.getElementById('avatar-zoom');
  var context = canvas.getContext('2d');

  function render() {
    var scale = Number(zoom.value) / 100;
    var side = Math.min(source.naturalWidth, source.naturalHeight) / scale;
    var sx = (source.naturalWidth - side) / 2;
    var sy = (source.naturalHeight - side) / 2;
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, sx, sy, side, side, 0, 0, canvas.width, canvas.height);
    preview.src = canvas.toDataURL('image/png');
    document.body.setAttribute('data-avatar-rendered', 'true');
  }

  zoom.addEventListener('input', render);
  if (source.complete && source.naturalWidth) render();
  else source.addEventListener('load', render);
})();

// Profiles, media and statistics; "not shown" texts written for us.
export const profile = {
  success: 'Modification effectuée avec succès.',
  failure: 'Erreur : vérifiez les informations saisies et réessayez !',
  presentationInvalid: 'Modifiez votre saisie dans le champ présentation et réessayez.',
  imageInvalid: 'Erreur : vérifiez le format et la taille de votre image, puis réessayez',
  videoInvalid: 'Lien vidéo invalide : seuls les liens YouTube et Vimeo sont acceptés.',
  notFound: 'Aucun profil trouvé',
  imageNotFound: 'Image introuvable.',
  photoSaved: 'Photo mise à jour avec succès.',
  photoDeleted: 'Photo supprimée avec succès.',
  gallerySaved: 'Image ajoutée à votre galerie.',
  galleryDeleted: 'Image retirée de votre galerie.',
  videoSaved: 'Vidéo de présentation enregistrée.',
  videoDeleted: 'Vidéo de présentation retirée.',
} as const;
